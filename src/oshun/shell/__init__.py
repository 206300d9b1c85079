"""Shell: users, sessions, sign-in/up/out, CSRF and Origin checks. (Filled in by the shell work.)"""
