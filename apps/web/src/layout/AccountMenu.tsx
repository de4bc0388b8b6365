import type { CurrentUser } from '@upstream/contract';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { planBadge, showUpgrade } from '../auth/access.ts';
import { Link } from '../lib/router/index.ts';
import { AccountAvatar } from './AccountAvatar.tsx';

/** A member's account menu in the top navigation (spec §2). */
export default function AccountMenu({ auth }: { auth: CurrentUser }) {
  return (
    <NavDropdown align="end" id="account-menu" title={<AccountAvatar auth={auth} />}>
      <NavDropdown.ItemText>
        <span className="badge text-bg-primary">{planBadge(auth)}</span>
        <div className="small text-muted mt-1 text-truncate" style={{ maxWidth: 220 }}>
          {auth.email}
        </div>
      </NavDropdown.ItemText>
      <NavDropdown.Divider />
      {showUpgrade(auth) && (
        <NavDropdown.Item as={Link} to="/select-account">
          Upgrade
        </NavDropdown.Item>
      )}
      {auth.permission?.type === 'admin' && (
        <NavDropdown.Item as={Link} to="/admin">
          Operator console
        </NavDropdown.Item>
      )}
      <NavDropdown.Item as={Link} to="/settings">
        Settings
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/contact">
        Contact
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/request">
        Request Features
      </NavDropdown.Item>
      <NavDropdown.Divider />
      <NavDropdown.Item as={Link} to="/logout">
        Logout
      </NavDropdown.Item>
    </NavDropdown>
  );
}
