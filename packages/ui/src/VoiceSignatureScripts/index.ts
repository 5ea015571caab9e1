export { VoiceSignatureScripts, type VoiceSignatureScriptsProps } from './VoiceSignatureScripts';
