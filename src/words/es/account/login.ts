import type * as en from "../../en/account/login";

export const login: typeof en.login = {
  heading: "Iniciar sesión",
  intro: "Nos alegra verle de nuevo. Inicie sesión en su cuenta de cliente.",
  noAccount: "¿No tiene una cuenta?",
  signUp: "Regístrese",
  email: "Correo electrónico",
  password: "Contraseña",
  forgotPassword: "¿Olvidó su contraseña?",
  busy: "Iniciando sesión...",
  submit: "Iniciar sesión",
  head: {
    title: "Iniciar sesión",
    description: "Inicie sesión en su cuenta de cliente para trabajar con nuestro equipo en sus impuestos, su contabilidad y su nómina.",
  },
};
