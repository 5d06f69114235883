/** One sidebar link, built by the app from the route table. */
export interface SidebarLink {
  path: string;
  label: string;
  bold: boolean;
}

/** One entry of the user menu: a link inside the app, an outside link, or an action. */
export type UserMenuEntry =
  | { key: string; label: string; kind: 'link'; to: string }
  | { key: string; label: string; kind: 'external'; href: string }
  | { key: string; label: string; kind: 'action'; onSelect: () => void; tone?: 'danger' };

/** Who is signed in, as the sidebar shows it. */
export interface SidebarUser {
  name: string;
  roleLabel: string;
  /** School points of a teacher, or a pupil's own points, when points are visible. */
  points?: { label: string; value: number } | null;
  /** Code pupils register with (teachers). */
  teacherCode?: string | null;
  /** A teacher without a school: 'Nu participati in aceasta editie'. */
  notParticipating?: boolean;
}
