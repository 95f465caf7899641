import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useMutation } from '../../../lib/query/use-mutation';

/** Spec 7 create trial account: GET, no payload; the answer logs the free-trial player in (type 4). */
export const createTrial = () => callApi(routes.createTrial);

export const useCreateTrial = () => useMutation({ mutationFn: createTrial });
