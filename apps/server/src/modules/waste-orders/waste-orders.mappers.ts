import type { WasteOrder } from '@platform/contracts';
import { addressFrom } from '../schools/schools.mappers.js';
import type { WasteOrderWithSchool } from './waste-orders.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toWasteOrder({ order, school }: WasteOrderWithSchool): WasteOrder {
  return {
    id: order.id,
    school,
    editionId: order.editionId,
    timestamp: order.timestamp.toISOString(),
    validatedAt: iso(order.validatedAt),
    deeeOrderProcessedDate: iso(order.deeeOrderProcessedDate),
    dbaOrderProcessedDate: iso(order.dbaOrderProcessedDate),
    dataOrientativaColectare: order.dataOrientativaColectare
      ? Math.floor(order.dataOrientativaColectare.getTime() / 1000)
      : null,
    deeeOrderNumber: order.deeeOrderNumber,
    dbaOrderNumber: order.dbaOrderNumber,
    contactPersonName: order.contactPersonName,
    contactPersonEmail: order.contactPersonEmail,
    contactPersonPhone: order.contactPersonPhone,
    pickupAddress: addressFrom(order, 'pickup'),
    pickupAddressSameWithSchoolAddress: order.pickupAddressSameWithSchoolAddress,
    deeeKg: order.deeeKg,
    dbaKg: order.dbaKg,
    becuriSiNeoaneKg: order.becuriSiNeoaneKg,
    realDeeeKg: order.realDeeeKg,
    realDbaKg: order.realDbaKg,
    realBecuriSiNeoaneKg: order.realBecuriSiNeoaneKg,
    isValidated: order.isValidated,
    isProcessed: order.isProcessed,
    rejectReason: order.rejectReason,
    photos: order.photos,
    deeeOrderDocument: order.deeeOrderDocument,
    dbaOrderDocument: order.dbaOrderDocument,
    proceseVerbale: order.proceseVerbale,
    points: Number(order.points),
  };
}
