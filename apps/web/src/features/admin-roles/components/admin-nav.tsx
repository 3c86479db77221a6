import { NavLink } from 'react-router-dom';
import './roles-admin.css';

/** The admins' screens, linked to each other. */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Admin">
      <NavLink to="/admin/roles" className="admin-nav__link">
        Roles
      </NavLink>
      <NavLink to="/admin/terms" className="admin-nav__link">
        Terms audit
      </NavLink>
    </nav>
  );
}
