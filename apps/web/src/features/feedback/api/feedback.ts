import type { FeedbackRequest } from '@playdeck/contracts';
import * as routes from '@playdeck/contracts/routes';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { useQueryClient } from '../../../lib/query';
import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import { useMutation } from '../../../lib/query/use-mutation';
import { useSession } from '../../../lib/session';

const feedbackKey = (token: string) => ['feedback', token];

export const myFeedbackQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: feedbackKey(token),
    queryFn: ({ pageParam, signal }) =>
      callApi(routes.getFeedback, { query: { cursor: pageParam ?? undefined, pageSize: 10 } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Replies arrive from the operator: asked again on every visit.
    staleTime: 0,
  });

/** The member's feedback with the operator's replies, newest first. */
export function useMyFeedback() {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({ ...myFeedbackQuery(token), enabled: Boolean(token) });
}

/** Sends a feedback with its pictures; `progress` goes from 0 to 1 while the body goes up. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ fields, pictures }: { fields: FeedbackRequest; pictures: File[] }) => {
      setProgress(0);
      return callApi(
        routes.sendFeedback,
        { body: fields },
        { files: { field: 'images', files: pictures }, onUploadProgress: setProgress },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKey(token) }),
  });
  return { ...mutation, progress };
}
