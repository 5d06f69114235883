import type { WasteOrder } from '@platform/contracts';
import { orderActionsFor } from './waste-orders-columns.js';

const order = (isValidated: boolean | null, isProcessed = false) =>
  ({ id: 1, isValidated, isProcessed }) as WasteOrder;

describe('orderActionsFor (spec 001 §4, §6)', () => {
  it('gives staff edit, validate and reject on a pending order, mark processed only once validated', () => {
    expect(orderActionsFor('ADMIN', order(null))).toEqual({
      edit: true,
      validate: true,
      reject: true,
      process: false,
      realValues: false,
      delete: true,
    });
    expect(orderActionsFor('DBEST', order(true))).toMatchObject({
      validate: false,
      reject: false,
      process: true,
    });
    expect(orderActionsFor('ADMIN', order(true, true))).toMatchObject({ process: false, edit: true });
    expect(orderActionsFor('ADMIN', order(false))).toMatchObject({ process: false, validate: false });
  });

  it('gives LOGISTIC only real values, on validated orders; PROFESOR nothing', () => {
    expect(orderActionsFor('LOGISTIC', order(true))).toEqual({
      edit: false,
      validate: false,
      reject: false,
      process: false,
      realValues: true,
      delete: false,
    });
    expect(orderActionsFor('LOGISTIC', order(null)).realValues).toBe(false);
    expect(orderActionsFor('LOGISTIC', order(false)).realValues).toBe(false);
    expect(Object.values(orderActionsFor('PROFESOR', order(null))).some(Boolean)).toBe(false);
  });
});
