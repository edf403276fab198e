/** Modules the build makes (vite.config.ts). */
declare module "virtual:route-titles/*" {
  /** One language's route titles, by area (locales/routeTitles.ts). */
  const titles: Record<string, unknown>;
  export default titles;
}
