/** The demo shoppers' portraits: site paths of the console's static files (src/public/static/demo). */
export const DEMO_AVATAR_COUNT = 6;

/** The portrait of the n-th demo shopper (0-based), the six taking turns. */
export const demoAvatar = (n: number) => `/static/demo/avatar-${(n % DEMO_AVATAR_COUNT) + 1}.svg`;
