// each part of the screen keeps its own strings, merged into the one 'tickets' namespace
import listPt from '../list/i18n/pt.json';
import listEn from '../list/i18n/en.json';
import listEs from '../list/i18n/es.json';
import conversationPt from '../conversation/i18n/pt.json';
import conversationEn from '../conversation/i18n/en.json';
import conversationEs from '../conversation/i18n/es.json';
import composerPt from '../composer/i18n/pt.json';
import composerEn from '../composer/i18n/en.json';
import composerEs from '../composer/i18n/es.json';
import actionsPt from '../actions/i18n/pt.json';
import actionsEn from '../actions/i18n/en.json';
import actionsEs from '../actions/i18n/es.json';
import timelinePt from '../timeline/i18n/pt.json';
import timelineEn from '../timeline/i18n/en.json';
import timelineEs from '../timeline/i18n/es.json';
import searchPt from '../search/i18n/pt.json';
import searchEn from '../search/i18n/en.json';
import searchEs from '../search/i18n/es.json';

export const translations = {
  pt: { ...listPt, ...conversationPt, ...composerPt, ...actionsPt, ...timelinePt, ...searchPt },
  en: { ...listEn, ...conversationEn, ...composerEn, ...actionsEn, ...timelineEn, ...searchEn },
  es: { ...listEs, ...conversationEs, ...composerEs, ...actionsEs, ...timelineEs, ...searchEs },
};
