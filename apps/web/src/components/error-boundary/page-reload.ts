/**
 * Full reloads live here so tests can replace them: jsdom cannot navigate, and a
 * fresh load is the point (it also fetches a newer build after a failed chunk).
 */
export function reloadPage(): void {
  window.location.reload();
}

/** For failures outside the router, where there is no navigate(). */
export function openDashboard(): void {
  window.location.assign('/dashboard');
}
