import { useId, useState } from 'react';
import { FAQ_ITEMS } from '../faq-items';
import './faq-accordion.css';

/** One item open at a time; clicking the open item closes it (spec §2). */
export function FaqAccordion() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <div className="faq">
      {FAQ_ITEMS.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
            <h2 className="faq__heading">
              <button
                type="button"
                id={buttonId}
                className="faq__question"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{item.question}</span>
                <span className="faq__marker" aria-hidden="true" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
