import { z } from 'zod';
import type { ConnectionFieldDeclaration } from '@balcao/core';
import { CLOUD_KIND } from './cloud-config.js';

const digits = z
  .string()
  .trim()
  .regex(/^\d{0,30}$/, 'digits only');
const secret = z.string().trim().max(1000);

/**
 * What a Cloud API connection needs from Meta's console, as connection fields shown only for this provider. The
 * access token and the app secret are sealed (shown masked); the verify token is the company's own word, typed
 * in both places. The verify token's hint shows the webhook URL to paste in Meta's console.
 */
export const cloudConnectionFields: ConnectionFieldDeclaration[] = [
  {
    key: 'cloudAccessToken',
    labels: { pt: 'Token de acesso', en: 'Access token', es: 'Token de acceso' },
    schema: secret,
    default: '',
    provider: CLOUD_KIND,
    secret: true,
    hint: {
      pt: 'Token permanente de um usuário do sistema com whatsapp_business_messaging',
      en: 'A permanent system user token with whatsapp_business_messaging',
      es: 'Token permanente de un usuario del sistema con whatsapp_business_messaging',
    },
  },
  {
    key: 'cloudPhoneNumberId',
    labels: {
      pt: 'ID do número de telefone',
      en: 'Phone number ID',
      es: 'ID del número de teléfono',
    },
    schema: digits,
    default: '',
    provider: CLOUD_KIND,
  },
  {
    key: 'cloudBusinessAccountId',
    labels: {
      pt: 'ID da conta do WhatsApp Business',
      en: 'WhatsApp Business Account ID',
      es: 'ID de la cuenta de WhatsApp Business',
    },
    schema: digits,
    default: '',
    provider: CLOUD_KIND,
  },
  {
    key: 'cloudAppSecret',
    labels: { pt: 'Chave secreta do app', en: 'App secret', es: 'Clave secreta de la app' },
    schema: secret,
    default: '',
    provider: CLOUD_KIND,
    secret: true,
    hint: {
      pt: 'Sem ela, nenhum webhook é aceito',
      en: 'Without it, no webhook is accepted',
      es: 'Sin ella, no se acepta ningún webhook',
    },
  },
  {
    key: 'cloudVerifyToken',
    labels: { pt: 'Token de verificação', en: 'Verify token', es: 'Token de verificación' },
    schema: z.string().trim().max(200),
    default: '',
    provider: CLOUD_KIND,
    hint: {
      pt: 'No painel da Meta (WhatsApp > Configuração > Webhook), URL de retorno: {apiUrl}/webhooks/whatsapp-cloud/{id}, e este mesmo token',
      en: "In Meta's console (WhatsApp > Configuration > Webhook), callback URL: {apiUrl}/webhooks/whatsapp-cloud/{id}, and this same token",
      es: 'En el panel de Meta (WhatsApp > Configuración > Webhook), URL de devolución: {apiUrl}/webhooks/whatsapp-cloud/{id}, y este mismo token',
    },
  },
];
