import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCompanion } from '../history/companion.ts';
import { FLEET_HOME, homeRedirect, rememberGateway, rememberedGateway } from './home.ts';
import { pageScope } from './scope.ts';

/**
 * On a companion with several gateways: a page under `/g/<id>/` is that gateway chosen (remembered for
 * the next unprefixed visit); an unprefixed page goes to the fleet's home or the remembered gateway's
 * same screen. With one gateway or on a bare gateway nothing happens.
 */
export function useGatewayHome(): void {
  const companion = useCompanion();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const gateways = companion.state === 'companion' ? companion.info.gateways : [];
    if (pageScope.id !== null && gateways.some((gateway) => gateway.id === pageScope.id)) {
      rememberGateway(pageScope.id);
    }
    const next = homeRedirect(pageScope, { pathname, search }, gateways, rememberedGateway());
    // The overview is a screen of the unprefixed app: a client-side step (a missing route shows "not found").
    if (next?.kind === 'fleet') void navigate(FLEET_HOME, { replace: true });
    // Another gateway's screen is a new page: its own live link, login and caches.
    else if (next?.kind === 'gateway') window.location.replace(next.href);
  }, [companion, pathname, search, navigate]);
}
