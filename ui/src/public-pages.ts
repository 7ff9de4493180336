/**
 * The public pages other than the landing page, sign-in and sign-up: a chunk of their own, so the
 * entry every visitor downloads does not carry their imports and preload lists (routes.tsx).
 */
export const publicPages = {
  forgotPassword: () => import("./pages/forgot-password"),
  resetPassword: () => import("./pages/reset-password"),
  emailVerification: () => import("./pages/email-verification"),
  emailVerified: () => import("./pages/email-verified"),
  privacyPolicy: () => import("./pages/privacy-policy"),
  termsOfUse: () => import("./pages/terms-of-use"),
  contact: () => import("./pages/contact"),
  notFound: () => import("./pages/not-found"),
  adminLogin: () => import("./pages/admin-login"),
};

export type PublicPageName = keyof typeof publicPages;
