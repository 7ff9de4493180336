export interface User {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  emailVerified?: boolean;
  createdAt?: string;
}

export type Role = "super" | "admin" | "user";

export interface AppConfig {
  superAdminId: string;
  appEnv: string;
  stripeTestMode: boolean;
}
