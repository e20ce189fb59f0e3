import { useCallback, useRef } from "react";

interface Mutation<Input, Options> {
  mutate: (input: Input, options?: Options) => void;
}

type SettledOptions = { onSettled?: (...args: never[]) => unknown };

/**
 * The mutation, its `mutate` dropping calls made while one is in flight. `isPending` reaches the
 * buttons only at the next render, after a double click's second click: that one sent the same
 * award, alert or draft again, and its refusal replaced the success toast.
 */
export function useSingleFlight<Input, Options extends SettledOptions, M extends Mutation<Input, Options>>(mutation: M & Mutation<Input, Options>): M {
  const inFlight = useRef(false);
  const { mutate } = mutation;
  const guarded = useCallback(
    (input: Input, options?: Options) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(input, {
        ...options,
        onSettled: (...args: never[]) => {
          inFlight.current = false;
          return options?.onSettled?.(...args);
        },
      } as Options);
    },
    [mutate],
  );
  return { ...mutation, mutate: guarded };
}
