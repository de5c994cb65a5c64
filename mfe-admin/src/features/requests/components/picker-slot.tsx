import { createContext, useContext, useState, type ReactNode } from 'react';

// One member picker open on the page at a time: opening another closes the first, so the page holds
// at most one picker's options however many requests and members there are.
const PickerSlot = createContext<{ openFor: string | null; setOpenFor: (id: string | null) => void } | null>(null);

export function PickerSlotProvider({ children }: { children: ReactNode }) {
  const [openFor, setOpenFor] = useState<string | null>(null);
  return <PickerSlot.Provider value={{ openFor, setOpenFor }}>{children}</PickerSlot.Provider>;
}

/** Whether this request's picker is the open one, and a way to open or close it. */
export function usePickerSlot(requestId: string): { open: boolean; setOpen: (open: boolean) => void } {
  const slot = useContext(PickerSlot);
  const [alone, setAlone] = useState(false); // outside a provider each picker keeps its own state
  if (!slot) return { open: alone, setOpen: setAlone };
  return { open: slot.openFor === requestId, setOpen: (open) => slot.setOpenFor(open ? requestId : null) };
}
