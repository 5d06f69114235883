import type { EditionDashboard } from '@platform/contracts';
import { EDITION_DASHBOARD_MESSAGES as M } from '../edition-dashboard-messages.js';

const KG = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 1 });
const COUNT = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0 });

function WasteCard({ kind, realKg, estimatedKg }: EditionDashboard['summary']['waste'][number]) {
  const percent = estimatedKg > 0 ? Math.round((realKg / estimatedKg) * 100) : 0;
  return (
    <li className="summary-card summary-card--waste">
      <span className="summary-card__label">{M.waste[kind]}</span>
      <span className="summary-card__value">
        {KG.format(realKg)} <span className="summary-card__unit">kg</span>
      </span>
      <span className="summary-card__meter" aria-hidden="true">
        <span style={{ width: `${Math.min(percent, 100)}%` }} />
      </span>
      <span className="summary-card__note">
        {M.kgOfEstimate(KG.format(realKg), KG.format(estimatedKg))}
        {estimatedKg > 0 && ` (${M.percentOfEstimate(percent)})`}
      </span>
    </li>
  );
}

function FigureCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <li className="summary-card">
      <span className="summary-card__label">{label}</span>
      <span className="summary-card__value">{value}</span>
      {note && <span className="summary-card__note">{note}</span>}
    </li>
  );
}

/** The summary cards: kilograms per waste kind against the orders' estimates, then counts and points. */
export function SummaryCards({ summary }: { summary: EditionDashboard['summary'] }) {
  return (
    <ul className="summary-cards" aria-label={M.heading}>
      {summary.waste.map((item) => (
        <WasteCard key={item.kind} {...item} />
      ))}
      <FigureCard label={M.cards.schools} value={COUNT.format(summary.schools)} />
      <FigureCard
        label={M.cards.pupils}
        value={COUNT.format(summary.pupilsEnrolled)}
        note={M.cards.pupilsActive(COUNT.format(summary.pupilsActive))}
      />
      <FigureCard label={M.cards.completed} value={COUNT.format(summary.completedActivities)} />
      <FigureCard label={M.cards.points} value={COUNT.format(summary.pointsAwarded)} />
    </ul>
  );
}
