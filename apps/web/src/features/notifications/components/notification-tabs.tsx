import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface NotificationTabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  idPrefix: string;
}

/** WAI-ARIA tabs: arrows, Home and End move between tabs; the selected tab is the only one in tab order. */
export function NotificationTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
}: NotificationTabsProps<K>) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    refs.current[key]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="notification-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[tab.key] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={isSelected}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            tabIndex={isSelected ? 0 : -1}
            className={`notification-tabs__tab${isSelected ? ' notification-tabs__tab--selected' : ''}`}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
