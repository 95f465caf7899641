import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from './provider';
import { type Retry, withRetry } from './query';

export interface MutateCallbacks<TData, TVariables, TContext> {
  onSuccess?: (data: TData, variables: TVariables, context: TContext) => unknown;
  onError?: (error: Error, variables: TVariables, context: TContext | undefined) => unknown;
  onSettled?: (
    data: TData | undefined,
    error: Error | null,
    variables: TVariables,
    context: TContext | undefined,
  ) => unknown;
}

export interface UseMutationOptions<TData = unknown, TVariables = void, TContext = unknown>
  extends MutateCallbacks<TData, TVariables, TContext> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Runs first (an optimistic change); what it returns is the context the others are given. */
  onMutate?: (variables: TVariables) => TContext | Promise<TContext>;
  /** Mutations are not tried again unless they say so (a payment must happen once). */
  retry?: Retry;
}

type MutationState<TData, TVariables> =
  | {
      status: 'idle';
      isIdle: true;
      isPending: false;
      isSuccess: false;
      isError: false;
      data: undefined;
      error: null;
      variables: undefined;
    }
  | {
      status: 'pending';
      isIdle: false;
      isPending: true;
      isSuccess: false;
      isError: false;
      data: undefined;
      error: null;
      variables: TVariables;
    }
  | {
      status: 'success';
      isIdle: false;
      isPending: false;
      isSuccess: true;
      isError: false;
      data: TData;
      error: null;
      variables: TVariables;
    }
  | {
      status: 'error';
      isIdle: false;
      isPending: false;
      isSuccess: false;
      isError: true;
      data: undefined;
      error: Error;
      variables: TVariables;
    };

export type UseMutationResult<TData = unknown, TVariables = void, TContext = unknown> = MutationState<
  TData,
  TVariables
> & {
  /** Runs the mutation; a failure is in the state (and the callbacks), never thrown. */
  mutate(variables: TVariables, callbacks?: MutateCallbacks<TData, TVariables, TContext>): void;
  /** Runs the mutation and resolves with its data, or rejects with its failure. */
  mutateAsync(variables: TVariables, callbacks?: MutateCallbacks<TData, TVariables, TContext>): Promise<TData>;
  reset(): void;
};

const stateOf = <TData, TVariables>(
  status: MutationState<TData, TVariables>['status'],
  fields: { data?: TData; error?: Error | null; variables?: TVariables } = {},
) =>
  ({
    status,
    isIdle: status === 'idle',
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    data: fields.data,
    error: fields.error ?? null,
    variables: fields.variables,
  }) as MutationState<TData, TVariables>;

/**
 * A change the member makes (a transfer, a claim): its state for the screen, and the hooks
 * around it. The options' callbacks run whatever happens to the screen; those given to
 * mutate run only for the last call, while the screen is still there (as TanStack's do).
 */
export function useMutation<TData = unknown, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TVariables, TContext>,
): UseMutationResult<TData, TVariables, TContext> {
  const client = useQueryClient();
  const [state, setState] = useState(() => stateOf<TData, TVariables>('idle'));
  const latest = useRef({ options, call: 0, mounted: true });
  latest.current.options = options;
  useEffect(() => {
    latest.current.mounted = true;
    return () => {
      latest.current.mounted = false;
    };
  }, []);

  const mutateAsync = useCallback(
    async (variables: TVariables, callbacks: MutateCallbacks<TData, TVariables, TContext> = {}) => {
      const call = ++latest.current.call;
      const own = latest.current.options;
      const isCurrent = () => latest.current.call === call && latest.current.mounted;
      setState(stateOf('pending', { variables }));
      let context: TContext | undefined;
      try {
        context = await own.onMutate?.(variables);
        const retry = own.retry ?? client.defaults.mutations?.retry ?? 0;
        const data = await withRetry(() => own.mutationFn(variables), retry);
        await own.onSuccess?.(data, variables, context as TContext);
        await own.onSettled?.(data, null, variables, context);
        if (latest.current.call === call) setState(stateOf('success', { data, variables }));
        if (isCurrent()) {
          await callbacks.onSuccess?.(data, variables, context as TContext);
          await callbacks.onSettled?.(data, null, variables, context);
        }
        return data;
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        try {
          await own.onError?.(error, variables, context);
          await own.onSettled?.(undefined, error, variables, context);
        } finally {
          if (latest.current.call === call) setState(stateOf('error', { error, variables }));
          if (isCurrent()) {
            await callbacks.onError?.(error, variables, context);
            await callbacks.onSettled?.(undefined, error, variables, context);
          }
        }
        throw caught;
      }
    },
    [client],
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateCallbacks<TData, TVariables, TContext>) => {
      mutateAsync(variables, callbacks).catch(() => undefined);
    },
    [mutateAsync],
  );
  const reset = useCallback(() => {
    latest.current.call++;
    setState(stateOf('idle'));
  }, []);
  return { ...state, mutate, mutateAsync, reset };
}
