import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ResultTab<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab in the tab order, arrow keys (and Home/End)
 * move between tabs and select them, Tab moves on into the panel.
 */
export function ResultTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: ReadonlyArray<ResultTab<K>>;
  selected: K;
  onSelect: (key: K) => void;
}) {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const idOf = (key: K, part: 'tab' | 'panel') => `${baseId}-${part}-${key}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const key = tabs[target]!.key;
    onSelect(key);
    tabRefs.current.get(key)?.focus();
  }

  return (
    <div className="result-tabs">
      <div role="tablist" aria-label={label} className="result-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.key, node);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={idOf(tab.key, 'tab')}
              aria-selected={isSelected}
              aria-controls={idOf(tab.key, 'panel')}
              tabIndex={isSelected ? 0 : -1}
              className="result-tabs__tab"
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={idOf(tab.key, 'panel')}
          aria-labelledby={idOf(tab.key, 'tab')}
          tabIndex={0}
          hidden={tab.key !== selected}
          className="result-tabs__panel"
        >
          {tab.key === selected ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
