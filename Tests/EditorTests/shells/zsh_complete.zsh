# Completes lines in a real interactive zsh (in a pseudo-terminal) with the script under test
# loaded by compinit, and writes every match zsh's completion system is given to OUTPUT:
# `=== LINE`, then one match a line.
#
# Usage: zsh -f zsh_complete.zsh SCRIPT OUTPUT LINE...
script=$1 output=$2
shift 2
zmodload zsh/zpty
zpty shell zsh -f -i
zpty -w shell "PS1='' RPS1=''; autoload -Uz compinit; compinit -u -d ${(q)output}.zcompdump"
zpty -w shell "source ${(q)script}"
# Each compadd that adds matches also prints them (a compadd asked only to filter, -O or -A,
# adds none).
zpty -w shell "compadd() { if (( \${@[(I)-(O|A)]} )); then builtin compadd \"\$@\"; return; fi; local -a hits; builtin compadd -A hits \"\$@\"; print -rl -- \$hits >> ${(q)output}; builtin compadd \"\$@\" }"
for line in "$@"; do
  zpty -w shell "print -r -- ${(q):-=== $line} >> ${(q)output}"
  sleep 1
  zpty -w -n shell "$line"$'\t'
  sleep 2
  zpty -w -n shell $'\C-u'
  zpty -w shell ""
done
zpty -w shell "print -r -- '=== end' >> ${(q)output}"
sleep 1
zpty -d shell
