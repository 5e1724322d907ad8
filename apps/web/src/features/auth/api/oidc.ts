import type { OidcExchangeBody, OidcLinkBody, TokenPair } from '@sendero/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The one-time code from the institution's callback, for the session's token pair. */
export const exchangeOidcCode = (body: OidcExchangeBody) => api.post<TokenPair>('/auth/oidc/exchange', body);

/** Joins the institution's account to the password account with the same email, once its password is typed. */
export const linkOidcAccount = (body: OidcLinkBody) => api.post<TokenPair>('/auth/oidc/link', body);

export const useExchangeOidcCode = () => useMutation({ mutationFn: exchangeOidcCode });
export const useLinkOidcAccount = () => useMutation({ mutationFn: linkOidcAccount });
