import { Badge } from '@platform/ui';
import { SIDEBAR_MESSAGES } from '../../../shared/messages/navigation-messages.js';
import type { SidebarUser } from '../layout-types.js';

/** Name, role, school points, teacher code and the "not participating" warning of the signed-in user. */
export function UserSummary({ user }: { user: SidebarUser }) {
  return (
    <div className="layout-user">
      <p className="layout-user__name">{user.name}</p>
      <p className="layout-user__role">{user.roleLabel}</p>
      {user.notParticipating && <p className="layout-user__warning">{SIDEBAR_MESSAGES.notParticipating}</p>}
      <dl className="layout-user__facts">
        {user.points && (
          <div className="layout-user__fact">
            <dt>{user.points.label}</dt>
            <dd>
              <Badge tone="accent">
                {user.points.value.toLocaleString('ro-RO', { maximumFractionDigits: 2 })}
              </Badge>
            </dd>
          </div>
        )}
        {user.teacherCode && (
          <div className="layout-user__fact">
            <dt>{SIDEBAR_MESSAGES.teacherCode}</dt>
            <dd>
              <code className="layout-user__code">{user.teacherCode}</code>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
