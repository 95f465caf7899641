import { useCallback, useRef } from 'react';
import { ApiError } from '../api-client';
import { newRequestId } from './request-id';

/** Answers that say nothing definite about the order: the same submit may be sent again with its id. */
const UNCERTAIN = new Set(['network.offline', 'system.error', 'request.malformed']);

/**
 * The requestId of a money request: one per submit, and the same id when the same submit is
 * tried again after no definite answer (a timeout, a dropped network), so the server makes one
 * order. A different payload, or a definite answer (done or refused), starts a new id.
 */
export function useRequestId() {
  const pending = useRef<{ id: string; payload: string } | null>(null);

  /** The id for this submit's payload. */
  const idFor = useCallback((payload: unknown) => {
    const key = JSON.stringify(payload);
    if (pending.current?.payload !== key) pending.current = { id: newRequestId(), payload: key };
    return pending.current.id;
  }, []);

  /** The server answered (success or a refusal): the next submit is a new request. */
  const settle = useCallback(() => {
    pending.current = null;
  }, []);

  /** After a failure: a definite refusal settles the request; a lost answer keeps its id for the retry. */
  const settleAfter = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || !UNCERTAIN.has(error.code)) settle();
    },
    [settle],
  );

  return { idFor, settle, settleAfter };
}
