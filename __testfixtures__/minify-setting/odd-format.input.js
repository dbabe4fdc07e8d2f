const API   =  'https://api.cloudflare.com/client/v4'

async function  deploy (zone,token)
{
	const  headers={ 'Authorization' : 'Bearer '+token }
	await fetch( API+'/zones/'+zone+'/purge_cache' , { method:'POST', headers, body:JSON.stringify({purge_everything:true}) } )

	/* minify the assets
	   at the edge */
	await fetch(API + '/zones/' + zone + '/settings/minify',{method:'PATCH',headers,body:JSON.stringify({value:{css:'on',html:'on',js:'on'}})})


	await fetch( API+'/zones/'+zone+'/settings/always_online',{ method :'PATCH' ,headers, body: JSON.stringify({ value:'on' }) } )
	   if (process.env.DEBUG)   console.log( 'done' )
}

const   steps = [ 'ssl',   'minify' ]
module.exports  =  { deploy , steps}
