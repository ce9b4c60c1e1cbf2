# Completes lines in a real interactive zsh (in a pseudo-terminal) with the script under test
# loaded by compinit, and writes every match zsh's completion system is given to OUTPUT:
# `=== LINE`, then one match a line.
#
# Usage: zsh -f zsh_complete.zsh SCRIPT OUTPUT LINE...
#
# Each step waits for the shell to write its marker instead of sleeping a fixed time: on a
# loaded machine compinit alone can take seconds, and a line typed before the prompt is ready
# is lost.
script=$1 output=$2
shift 2
zmodload zsh/zpty

# Waits (up to 60 s) until OUTPUT holds the line $1.
await() {
  local tries
  for tries in {1..600}; do
    [[ -f $output ]] && grep -qxF -- "$1" $output && return 0
    sleep 0.1
  done
  print -u2 -r -- "zsh_complete: the shell never wrote '$1'"
  return 1
}

zpty shell zsh -f -i
zpty -w shell "PS1='' RPS1=''; autoload -Uz compinit; compinit -u -d ${(q)output}.zcompdump"
zpty -w shell "source ${(q)script}"
# Each compadd that adds matches also prints them (a compadd asked only to filter, -O or -A,
# adds none).
zpty -w shell "compadd() { if (( \${@[(I)-(O|A)]} )); then builtin compadd \"\$@\"; return; fi; local -a hits; builtin compadd -A hits \"\$@\"; print -rl -- \$hits >> ${(q)output}; builtin compadd \"\$@\" }"
step=0
for line in "$@"; do
  zpty -w shell "print -r -- ${(q):-=== $line} >> ${(q)output}"
  await "=== $line" || break
  sleep 0.5
  zpty -w -n shell "$line"$'\t'
  # The completion runs before the keys typed after it: clearing the line and writing the
  # next marker happen once it is done.
  zpty -w -n shell $'\C-u'
  (( step++ ))
  zpty -w shell "print -r -- ${(q):---- $step} >> ${(q)output}"
  await "--- $step" || break
done
zpty -w shell "print -r -- '=== end' >> ${(q)output}"
await "=== end"
zpty -d shell
