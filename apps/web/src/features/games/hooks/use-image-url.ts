import { useCallback } from 'react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { imageUrl } from '../services/image-cdn';

/** Game and vendor artwork paths (/media/...) behind the merchant's image CDN (spec 2 vendor tile). */
export function useImageUrl() {
  const { imageCdns } = useMerchantInfo();
  return useCallback((path: string) => imageUrl(path, imageCdns), [imageCdns]);
}
