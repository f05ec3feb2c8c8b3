import type * as en from "../../en/account/signup";

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
