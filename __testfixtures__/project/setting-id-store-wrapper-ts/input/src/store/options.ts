import { sendZoneOption } from '../api/zone';

type Action = { type: string; zoneId: string; option: unknown };
type Dispatch = (action: Action | Thunk) => unknown;
type State = { options: Record<string, Record<string, unknown>> };
type Thunk = (dispatch: Dispatch, getState: () => State) => Promise<unknown>;

// A thunk creator: the option's id goes into the store beside the request.
export function updateOption(optionId: string, zoneId: string, value: unknown): Thunk {
  return (dispatch, getState) => {
    const previous = getState().options[zoneId][optionId];
    dispatch({ type: 'option/saving', zoneId, option: { id: optionId, value } });
    return sendZoneOption(optionId, zoneId, value).catch(() => dispatch({ type: 'option/failed', zoneId, option: previous }));
  };
}

export function resetImages(dispatch: Dispatch, zoneId: string): void {
  dispatch(updateOption('mirage', zoneId, 'off'));
  for (const id of ['mirage', 'polish']) dispatch(updateOption(id, zoneId, 'off'));
}
