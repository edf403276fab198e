import { memo, useLayoutEffect, useRef, useState } from "react";
import { Dropdown } from "antd";
import "./listCells.css";

export interface CellLink<K extends string> {
  key: K;
  label: string;
  danger?: boolean;
  testId?: string;
}

interface CellLinksProps<K extends string> {
  links: readonly CellLink<K>[];
  onClick: (key: K) => void;
  /** How many links show inline; the rest go under `moreLabel`. */
  inline?: number;
  moreLabel: string;
  moreTestId?: string;
}

const linkClass = (danger?: boolean) => (danger ? "cell-link cell-link-danger" : "cell-link");

/**
 * A row's action links: the first few inline, the rest in a drop-down menu that is only
 * mounted once opened (a closed antd Dropdown per row costs more than the whole row).
 * The inline buttons are kept by position, not by action: an action that changes the row's
 * links (上架 becomes 下架) keeps the keyboard's focus on the button in its place instead of
 * dropping it to the page with the button it removed.
 */
function CellLinksImpl<K extends string>({ links, onClick, inline = 3, moreLabel, moreTestId }: CellLinksProps<K>) {
  const shown = links.slice(0, inline);
  const more = links.slice(inline);
  return (
    <span className="cell-links">
      {shown.map((link, index) => (
        <button key={index} type="button" className={linkClass(link.danger)} onClick={() => onClick(link.key)} data-testid={link.testId}>
          {link.label}
        </button>
      ))}
      {more.length > 0 && <MoreMenu links={more} onClick={onClick} label={moreLabel} testId={moreTestId} />}
    </span>
  );
}

function MoreMenu<K extends string>({ links, onClick, label, testId }: { links: readonly CellLink<K>[]; onClick: (key: K) => void; label: string; testId?: string }) {
  const [open, setOpen] = useState(false);
  // Until first opened, a plain button; from then on the antd Dropdown around the same button.
  const [armed, setArmed] = useState(false);
  // Arming swaps the plain button for the Dropdown's: the focus moves over with it.
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    if (armed && hadFocus.current) {
      hadFocus.current = false;
      button.current?.focus();
    }
  }, [armed]);
  const trigger = (
    <button
      ref={button}
      type="button"
      className="cell-link cell-link-more"
      aria-haspopup="menu"
      aria-expanded={open}
      onClick={
        armed
          ? undefined
          : (event) => {
              hadFocus.current = document.activeElement === event.currentTarget;
              setArmed(true);
              setOpen(true);
            }
      }
      data-testid={testId}
    >
      {label}
    </button>
  );
  if (!armed) return trigger;
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={["click"]}
      menu={{
        items: links.map((link) => ({
          key: link.key,
          danger: link.danger,
          label: <span data-testid={link.testId}>{link.label}</span>,
        })),
        onClick: ({ key }) => {
          setOpen(false);
          onClick(key as K);
        },
      }}
    >
      {trigger}
    </Dropdown>
  );
}

export const CellLinks = memo(CellLinksImpl) as typeof CellLinksImpl;
