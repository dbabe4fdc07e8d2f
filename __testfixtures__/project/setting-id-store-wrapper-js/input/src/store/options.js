import { sendZoneOption } from '../api/zone';

// A thunk creator: the option's id goes into the store beside the request.
export function updateOption(optionId, zoneId, value) {
  return (dispatch, getState) => {
    const previous = getState().options[zoneId][optionId];
    dispatch({ type: 'option/saving', zoneId, option: { id: optionId, value } });
    return sendZoneOption(optionId, zoneId, value).catch(() => dispatch({ type: 'option/failed', zoneId, option: previous }));
  };
}

export function resetImages(dispatch, zoneId) {
  dispatch(updateOption('mirage', zoneId, 'off'));
  for (const id of ['mirage', 'polish']) dispatch(updateOption(id, zoneId, 'off'));
}
