// Every record shape of the toolkit, from the modules that declare them.
export * from './sip';
export * from './lan';
export * from './mail';
