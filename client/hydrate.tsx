/** The only module that brings React to the browser; loaded with the first island. */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, []);
  return children;
}

export function hydrateIsland(
  element: Element,
  Component: ComponentType<never>,
  props: unknown,
  onReady: () => void,
): void {
  const Typed = Component as ComponentType<Record<string, unknown>>;
  hydrateRoot(
    element,
    <Ready onReady={onReady}>
      <Typed {...(props as Record<string, unknown>)} />
    </Ready>,
  );
}
