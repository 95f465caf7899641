import { type ComponentType, lazy, memo, Suspense } from 'react';
import { afterLoad } from './after-load';
import { renderScope } from './render-scope';

type LaterProps<Props> = Props & {
  /**
   * The box drawn while the code comes, when the browser draws the part itself (not hydrating);
   * none for a part out of the page's flow (fixed).
   */
  placeholderClassName?: string;
};

/**
 * A part below the first screen whose code is asked for once the page has loaded (issue 16):
 * the server draws it whole (its styles go into the page, `module` is its source file, added by
 * the build: vite.config.ts, screenModules), and the browser hydrates it when its code arrives;
 * until then it is the server's markup. Memoised, so an update of the screen above it does not
 * reach it before then: React would drop the drawn markup for the placeholder and draw it again.
 */
export function lazyAfterLoad<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  module?: string,
): ComponentType<LaterProps<Props>> {
  const Lazy = lazy(() => afterLoad().then(load));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module load, never during a render
  return memo(function LaterPart({ placeholderClassName, ...props }: LaterProps<Props>) {
    if (module) renderScope.current()?.laterParts.add(module);
    return (
      <Suspense fallback={placeholderClassName ? <div className={placeholderClassName} /> : null}>
        <Lazy {...(props as unknown as Props)} />
      </Suspense>
    );
  });
}
