/** The views /auth switches between in place (spec 000 section 2). */
export type AuthView = 'login' | 'register' | 'forgot';
