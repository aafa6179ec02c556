import type { Declarations } from '../../registries/declarations.js';

const onOff = {
  enabled: { pt: 'Habilitado', en: 'Enabled', es: 'Habilitado' },
  disabled: { pt: 'Desabilitado', en: 'Disabled', es: 'Deshabilitado' },
};

/** The kernel's own setting: read from the platform company, it switches public signup on or off. */
export const signupDeclarations: Declarations = {
  settings: [
    {
      key: 'userCreation',
      labels: { pt: 'Criação de usuário', en: 'User creation', es: 'Creación de usuario' },
      default: 'enabled',
      choices: onOff,
      access: 'super',
    },
  ],
};
