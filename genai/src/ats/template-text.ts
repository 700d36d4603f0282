/**
 * Text a resume template ships with that the writer was meant to replace: field placeholders
 * ("20XX", "[Company Name]", "Job Title | Company Name", "Dates From – To") and the template's
 * instructions to the reader ("Describe your responsibilities here", "You might want to include
 * your GPA", "tap any placeholder text … to replace it"). Read by the ATS check and the scorecard.
 */
const FIELD_PLACEHOLDER =
  /\b(19|20)XX\b|\[(your |company|employer|job|position|role|school|university|college|degree|city|state|name|title|date|month|year|address|phone|email)[^\]]*\]|\blorem ipsum\b|\b(company|school|university|college|employer) name\b|\b(click|tap) (here )?to (add|enter|replace|edit)|\btype (your|here)\b|\breplace (this|it|with your)\b|\b(your name|your email|your address|your phone)\b|\bplaceholder text\b|^\s*dates?\s+from\s*[–—-]\s*to\s*$|^\s*(start|from) date\s*[–—-]\s*(end|to) date\s*$/i;

/** The verbs a template's instructions open with, addressed to the writer. */
const INSTRUCTION_VERB =
  /^(briefly\s+)?(describe|list|add|include|enter|insert|write|summari[sz]e|mention|highlight|explain|outline|state|give|provide|use this (section|space|area))\b/i;

/** A line addressed to the writer: "your …", "you …", "here", or "(this|the) section". */
const ADDRESSED = /\b(your|you|yourself)\b|\bhere\b|\b(this|the) (section|space|area)\b/i;

/** "You might want to include …", "You can also …", "Consider adding …": advice, not content. */
const ADVICE =
  /^(you (might|may|could|can|should) (want to|also|add|include|list|use)|consider (adding|including|listing)|tip:|note:\s*(add|include|replace))/i;

export function isTemplateText(line: string): boolean {
  const text = line.replace(/^[\s•\-–*·]+/, '').trim();
  if (!text) return false;
  if (FIELD_PLACEHOLDER.test(text)) return true;
  if (ADVICE.test(text)) return true;
  return INSTRUCTION_VERB.test(text) && ADDRESSED.test(text);
}
