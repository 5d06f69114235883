import type { WasteOrder } from '@platform/contracts';
import { WASTE_ORDERS_MESSAGES as M } from '../waste-orders-messages.js';

const isPdf = (url: string) => /\.pdf(\?|$)/i.test(url);

/** An order's photos as thumbnails and its documents as links (the row's details panel). */
export function OrderAttachments({ order }: { order: WasteOrder }) {
  const documents = [
    ...(order.deeeOrderDocument ? [{ url: order.deeeOrderDocument, label: M.deeeOrderDocument }] : []),
    ...(order.dbaOrderDocument ? [{ url: order.dbaOrderDocument, label: M.dbaOrderDocument }] : []),
    ...order.proceseVerbale.map((doc, index) => ({
      url: doc.url,
      label: doc.name || M.procesVerbal(index + 1),
    })),
  ];
  return (
    <div className="waste-orders__attachments">
      <h3 className="waste-orders__attachments-title">{M.photos}</h3>
      {order.photos.length === 0 ? (
        <p className="waste-orders__attachments-empty">—</p>
      ) : (
        <ul className="waste-orders__thumbnails">
          {order.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={M.photoLink(index + 1)} loading="lazy" width={120} height={90} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <h3 className="waste-orders__attachments-title">{M.documents}</h3>
      {documents.length === 0 ? (
        <p className="waste-orders__attachments-empty">—</p>
      ) : (
        <ul className="waste-orders__documents">
          {documents.map((doc) => (
            <li key={`${doc.label}-${doc.url}`}>
              <a href={doc.url} target="_blank" rel="noreferrer">
                {doc.label}
                {isPdf(doc.url) ? ' (PDF)' : ''}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
