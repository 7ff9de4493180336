import { lazy, Suspense, useState } from "react";
import { fabShellClass, HelpFab } from "./fab";

// The form (and the popover, select and inputs it needs) loads the first time someone reaches
// for the button, so pages that never use it, the landing page first of all, stay light.
const loadPanel = () => import("./HelpPanel");
const HelpPanel = lazy(loadPanel);

function prefetch() {
  void loadPanel();
}

/** The floating help button at the bottom right of every page, opening the contact form. */
export function HelpWidget() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  if (!wanted) {
    return (
      <div className={fabShellClass}>
        <HelpFab
          aria-expanded={false}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onTouchStart={prefetch}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        />
      </div>
    );
  }
  return (
    <Suspense
      fallback={
        <div className={fabShellClass}>
          <HelpFab aria-busy="true" aria-expanded={false} disabled />
        </div>
      }
    >
      <HelpPanel open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
