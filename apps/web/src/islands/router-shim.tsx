/**
 * What the islands use of react-router, for the islands script only (vite.islands.config.ts
 * points `react-router` here). An island lives in a page the server rendered, not in the app's
 * router: a link is a page load and the location is the window's.
 */
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from "react";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; replace?: boolean };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace: _replace, ...rest }, ref) {
  return <a ref={ref} href={to} {...rest} />;
});

type NavLinkState = { isActive: boolean; isPending: boolean; isTransitioning: boolean };
type NavLinkProps = Omit<LinkProps, "className" | "children"> & {
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
};

/** Active as react-router decides it: the path itself, or (without `end`) any path below it. */
function isActivePath(to: string, end: boolean): boolean {
  const path = window.location.pathname;
  if (path === to) return true;
  return !end && to !== "/" && path.startsWith(to.endsWith("/") ? to : `${to}/`);
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end = false, className, children, ...rest }, ref) {
  const state = { isActive: isActivePath(to, end), isPending: false, isTransitioning: false };
  return (
    <Link
      ref={ref}
      to={to}
      aria-current={state.isActive ? "page" : undefined}
      className={typeof className === "function" ? className(state) : className}
      {...rest}
    >
      {typeof children === "function" ? children(state) : children}
    </Link>
  );
});

export function useNavigate(): (to: string) => void {
  return (to) => window.location.assign(to);
}

export function useLocation(): { pathname: string; search: string; hash: string } {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}
