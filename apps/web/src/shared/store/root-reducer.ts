import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api-slice.js';
import { sessionSlice } from '../session/session-slice.js';

export const rootReducer = combineSlices(sessionSlice, api);
export type RootState = ReturnType<typeof rootReducer>;
