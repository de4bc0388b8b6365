import { UPGRADE_PATH } from '@upstream/contract';
import { Link } from '../../lib/router/index.ts';

/** The cap of spec §6 was reached: say so and offer the upgrade. */
export function LimitNotice({ message }: { message: string }) {
  return (
    <div className="alert alert-warning small py-2 px-3 mt-2 mb-0" role="alert">
      {message}{' '}
      <Link to={UPGRADE_PATH} className="alert-link">
        Upgrade
      </Link>
    </div>
  );
}
