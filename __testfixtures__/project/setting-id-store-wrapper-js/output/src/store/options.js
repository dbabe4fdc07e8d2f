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
  // cf-codemod(mirage-setting): this call passes the removed setting 'mirage' (2026-01-01) to updateOption(), which builds a settings request from it but also handles the id itself or records the change: check it and change it by hand
  dispatch(updateOption('mirage', zoneId, 'off'));
  // cf-codemod(mirage-setting): this call passes the removed setting 'mirage' (2026-01-01) to updateOption(), which builds a settings request from it but also handles the id itself or records the change: check it and change it by hand
  for (const id of ['mirage', 'polish']) dispatch(updateOption(id, zoneId, 'off'));
}
