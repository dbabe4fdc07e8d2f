// This module leaves the shared client as it was made: its call still goes to the API.
import { edge } from './edge';

export async function dropMirage(zone) {
  return zone;
}
