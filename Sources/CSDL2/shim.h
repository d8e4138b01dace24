#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
// SDL2 core, SDL2_ttf (text) and SDL2_image (PNG in and out).
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#endif
