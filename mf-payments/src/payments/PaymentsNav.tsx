import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { SideNav, sideNavLink } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { OUTSTANDING_PAYMENTS_URL, PAYMENT_HISTORY_URL, PB_BREAKDOWN_URL, STATEMENT_URL } from './links';

const NavItem = styled(NavLink)`
  ${sideNavLink}
`;

/** The payments area's side panel: Outstanding, History, PB Breakdown and Statement (the router marks the open one `aria-current="page"`). */
export function PaymentsNav() {
  const t = usePaymentsT();
  return (
    <SideNav aria-label={t('nav.label')}>
      <ul>
        <li>
          <NavItem to={OUTSTANDING_PAYMENTS_URL}>{t('nav.outstanding')}</NavItem>
        </li>
        <li>
          <NavItem to={PAYMENT_HISTORY_URL} end>
            {t('nav.history')}
          </NavItem>
        </li>
        <li>
          <NavItem to={PB_BREAKDOWN_URL}>{t('nav.pb')}</NavItem>
        </li>
        <li>
          <NavItem to={STATEMENT_URL}>{t('nav.statement')}</NavItem>
        </li>
      </ul>
    </SideNav>
  );
}
