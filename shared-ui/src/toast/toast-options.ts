/** The product's toast constants (positions, durations, hotkey), owned here so every app shows toasts the same way. */
export const GLOBAL_TOASTS = {
  position: 'top-center',
  limit: 20,
  durations: { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity },
} as const;

export const CORNER_TOASTS = {
  position: 'top-right',
  autoClose: 4000,
  draggablePercent: 80,
} as const;

/** Alt+T focuses the corner notifications (the product's toast hotkey). */
export const isToastHotkey = (event: KeyboardEvent): boolean => event.altKey && event.code === 'KeyT';
