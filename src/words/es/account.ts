import type * as en from "../en/account";

export const forgotPassword: typeof en.forgotPassword = {
  heading: "¿Olvidó su contraseña?",
  intro: "Ingrese el correo electrónico de su cuenta y le enviaremos un enlace para restablecer su contraseña.",
  backToLogin: "Volver a iniciar sesión",
  // Glossary: "correo electrónico".
  email: "Correo electrónico",
  busy: "Enviando...",
  submit: "Enviar enlace",
  head: {
    // A title, not a question.
    title: "Recuperar contraseña",
    // "Ingrese" is US/Latin American usage; "Introduzca" is from Spain. "Escriba" would also do.
    description: "¿Olvidó la contraseña de su cuenta de cliente? Ingrese su correo electrónico y le enviaremos un enlace para restablecerla.",
  },
};

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

export const signup: typeof en.signup = {
  heading: "Crear una cuenta",
  intro: "Abra una cuenta de cliente para trabajar con nuestro equipo.",
  haveAccount: "¿Ya tiene una cuenta?",
  logIn: "Inicie sesión",
  fullName: "Nombre completo",
  email: "Correo electrónico",
  mobileNumber: "Número de celular",
  password: "Contraseña",
  confirmPassword: "Confirmar contraseña",
  busy: "Creando cuenta...",
  submit: "Crear cuenta",
  head: {
    title: "Registrarse",
    description: "Cree una cuenta de cliente para trabajar con nuestro equipo en sus impuestos personales o de negocio.",
  },
};
